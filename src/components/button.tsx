import './button.css'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'

interface Look {
  /** primary: the page's main action (one per view); secondary: any other; icon: a round secondary
   * holding only an icon (its name in `aria-label`). */
  variant?: 'primary' | 'secondary' | 'icon'
  children: ReactNode
}

type LinkProps = Look & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>
type ActionProps = Look & { href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>

function classes(variant: Look['variant'], className: string | undefined) {
  const base = variant === 'icon' ? 'button button--secondary button--icon' : `button button--${variant ?? 'primary'}`
  return className ? `${base} ${className}` : base
}

/**
 * The site's one button (docs/design-system.md): a link when it has `href`, a <button> otherwise.
 * Plain markup and CSS (button.css), so static pages, live pages and tests draw the same thing
 * without MUI in the browser. On a dark surface (`.surface-dark`) it takes the dark frame's colours.
 */
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
