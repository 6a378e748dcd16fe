import './logo-image.css'
import type { LogoImage as Logo } from '../images/resolve-image'
import { loadingProps, type ImagePriority } from './image-loading'

interface Props {
  logo: Logo
  alt: string
  className?: string
  priority?: ImagePriority
}

/**
 * A logo in its fixed box (image-rules LOGO_BOX): the box never changes size, whatever the logo's
 * aspect ratio, and the logo is fitted inside it. The versions are the box at 1x, 2x and 3x.
 */
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
