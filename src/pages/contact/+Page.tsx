import '../../components/card.css'
import './contact.css'
import { Button } from '../../components/button'
import { FieldLabel } from '../../components/field-label'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { TextPage } from '../../components/text-page'
import type { Data } from './+data'
import { telHref } from '../../format/tel-href'

// A plain form posted to the form service: it works without JavaScript, the browser checks the fields.
export default function Page() {
  const { heading, labels, contact, form, action } = useData<Data>()
  const details: [string, ReactNode][] = [
    [labels.phone, <a href={telHref(contact.phone)}>{contact.phone}</a>],
    [labels.email, <a href={`mailto:${contact.email}`}>{contact.email}</a>],
    [labels.location, contact.location],
  ]
  // A required field; `input` null is the message's textarea.
  const field = (id: string, name: string, label: string, input: { type: string; autoComplete: string } | null) => {
    const Input = input ? 'input' : 'textarea'
    return (
      <div className="field">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <Input className="field__input" id={id} name={name} {...(input ?? { rows: 6 })} required aria-describedby="contato-obrigatorio" />
      </div>
    )
  }
  return (
    <TextPage heading={heading} width="wide">
      <div className="contact">
        <dl className="contact__details link-lines">
          {details.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        <form className="card contact-form" method="POST" action={action}>
          <p className="contact-form__note" id="contato-obrigatorio">
            * {form.required}
          </p>
          <div className="contact-form__row">
            {field('contato-nome', 'firstName', form.firstName, { type: 'text', autoComplete: 'given-name' })}
            {field('contato-sobrenome', 'lastName', form.lastName, { type: 'text', autoComplete: 'family-name' })}
          </div>
          {field('contato-email', 'email', form.email, { type: 'email', autoComplete: 'email' })}
          {field('contato-mensagem', 'message', form.message, null)}
          <Button type="submit" className="contact-form__submit">
            {form.submit}
          </Button>
        </form>
      </div>
    </TextPage>
  )
}
