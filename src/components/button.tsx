import './button.css'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'

interface Look {
  /** primary: the view's main action; secondary: any other; icon: a round secondary, its name in `aria-label`. */
  variant?: 'primary' | 'secondary' | 'icon'
  children: ReactNode
}

type LinkProps = Look & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>
type ActionProps = Look & { href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>

function classes(variant: Look['variant'], className: string | undefined) {
  const base = variant === 'icon' ? 'button button--secondary button--icon' : `button button--${variant ?? 'primary'}`
  return className ? `${base} ${className}` : base
}

// The one button (docs/design-system.md): a link with `href`, else a <button>; plain markup and CSS, so every page draws it alike.
export function Button(props: LinkProps | ActionProps) {
  if (props.href !== undefined) {
    const { variant, className, children, ...rest } = props
    return (
      <a {...rest} className={classes(variant, className)}>
        {children}
      </a>
    )
  }
  const { variant, className, children, type = 'button', ...rest } = props
  return (
    <button {...rest} type={type} className={classes(variant, className)}>
      {children}
    </button>
  )
}
