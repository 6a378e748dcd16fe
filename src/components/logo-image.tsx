import './logo-image.css'
import type { LogoImage as Logo } from '../images/resolve-image'
import { loadingProps, type ImagePriority } from './image-loading'

interface Props {
  logo: Logo
  alt: string
  className?: string
  priority?: ImagePriority
}

// A logo fitted in its fixed box (image-rules LOGO_BOX), whatever its aspect ratio; the versions are the box at 1x-3x.
export function LogoImage({ logo, alt, className, priority }: Props) {
  return (
    <img
      className={className ? `logo-image ${className}` : 'logo-image'}
      src={logo.src}
      srcSet={logo.srcSet}
      alt={alt}
      width={logo.width}
      height={logo.height}
      style={{ width: logo.width, height: logo.height }}
      data-dark={logo.dark ? 'true' : undefined}
      {...loadingProps(priority)}
    />
  )
}
