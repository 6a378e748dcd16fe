import '../../components/card.css'
import './error-screen.css'
import { Button } from '../../components/button'
import { PageHeader } from '../../components/page-header'
import type { Data } from './+data'

/** `errorText`: the error's own text, shown under the heading (spec §8). */
type Props = Pick<Data, 'notFound' | 'error'> & { is404: boolean; errorText: string | null; retryHref: string }

export function errorText(error: unknown): string | null {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : null
}

export function ErrorScreen({ is404, notFound, error, errorText, retryHref }: Props) {
  return (
    <>
      <PageHeader title={is404 ? notFound.code : error.heading} />
      <div className="reading-column error-screen">
        {is404 ? <p className="error-screen__message">{notFound.message}</p> : null}
        {!is404 && errorText ? <pre className="card error-screen__text">{errorText}</pre> : null}
        <Button href={is404 ? '/' : retryHref}>{is404 ? notFound.homeLink : error.retry}</Button>
      </div>
    </>
  )
}
