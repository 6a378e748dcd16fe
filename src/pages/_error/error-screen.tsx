import './error-screen.css'
import { Button } from '../../components/button'
import { PageHeader } from '../../components/page-header'

interface Props {
  is404: boolean
  notFound: { code: string; message: string; homeLink: string }
  error: { heading: string; retry: string }
  /** The error's own text, shown under the heading (spec §8). */
  errorText: string | null
  /** Address that retrying reloads. */
  retryHref: string
}

export function errorText(error: unknown): string | null {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return null
}

export function ErrorScreen({ is404, notFound, error, errorText, retryHref }: Props) {
  if (is404) {
    return (
      <>
        <PageHeader title={notFound.code} />
        <div className="reading-column error-screen">
          <p className="error-screen__message">{notFound.message}</p>
          <Button href="/">{notFound.homeLink}</Button>
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title={error.heading} />
      <div className="reading-column error-screen">
        {errorText ? <pre className="error-screen__text">{errorText}</pre> : null}
        <Button href={retryHref}>{error.retry}</Button>
      </div>
    </>
  )
}
