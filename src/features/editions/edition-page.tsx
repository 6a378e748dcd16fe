import './edition-page.css'
import '../../components/programme-page.css'
import { Fragment, type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { Button } from '../../components/button'
import { PageHeader } from '../../components/page-header'
import { LogoImage } from '../../components/logo-image'
import { NewTabHint } from '../../components/new-tab-hint'
import { Timed } from '../../components/timed'
import { windowState } from '../../content/time'
import { useTexts } from '../../components/ui-texts'
import { activityHeading } from '../../content/programme'
import { activityPath, personPath } from '../../publishing/item-paths'
import type { EditionPageData } from './edition-page-data'

/** Who and where, after a title: " — Ana, Bruno (Mediação) · Auditório". */
function Details({ people, moderators = [], roomName }: { people: readonly string[]; moderators?: readonly string[]; roomName?: string }) {
  const { names } = useData<EditionPageData>()
  const moderator = useTexts().roles.moderator
  const named = [...people.map((id) => ({ id, mark: null })), ...moderators.map((id) => ({ id, mark: moderator }))]
  if (named.length === 0 && !roomName) return null
  return (
    <span className="edition-page__details">
      {named.length > 0 ? ' — ' : null}
      {named.map(({ id, mark }, index) => (
        <Fragment key={id}>
          {index > 0 ? ', ' : null}
          <a href={personPath(id)}>{names[id]}</a>
          {mark ? ` (${mark})` : null}
        </Fragment>
      ))}
      {roomName ? ` · ${roomName}` : null}
    </span>
  )
}

function ActivityItem({ activity, showKind }: { activity: EditionPageData['highlights'][number]; showKind: boolean }) {
  const { year } = useData<EditionPageData>()
  const kinds = useTexts().activityKinds
  const people = activity.people.filter((id) => !activity.moderators.includes(id))
  return (
    <li data-activity={activity.id}>
      {activity.code ? <span className="edition-page__code">{activity.code}</span> : null}
      {/* The kind, for the highlights, unless the title names it already ("Painel I: …"). */}
      {showKind && !activity.label ? <span className="edition-page__kind">{kinds[activity.kind]}: </span> : null}
      <a className="edition-page__title" href={activityPath(year, activity.id)}>
        {activityHeading(activity)}
      </a>
      <Details people={people} moderators={activity.moderators} roomName={activity.when?.room?.name} />
    </li>
  )
}

/** One of the page's blocks, when the edition has it (its heading and anchor from the in-page navigation); `list`: its items. */
function Block({ id, list = false, children }: { id: string; list?: boolean; children: ReactNode }) {
  const section = useData<EditionPageData>().sections.find((s) => s.id === id)
  if (!section) return null
  return (
    <section className="edition-page__block" aria-labelledby={`${id}-titulo`} id={id} data-block={id}>
      <h2 id={`${id}-titulo`}>{section.label}</h2>
      {list ? <ul className="edition-page__list">{children}</ul> : children}
    </section>
  )
}

// An earlier edition's page (/<year>), an overview (decision 0091): each activity linking to its page for the full texts.
export function EditionPage() {
  const data = useData<EditionPageData>()
  const { hero, papersWindow } = data
  return (
    <>
      <PageHeader title={hero.title} lead={hero.subtitle}>
        {hero.logo ? (
          <LogoImage
            logo={hero.logo}
            alt=""
            priority="low"
            className={hero.logo.dark ? 'edition-page__logo logo-dark-plate' : 'edition-page__logo'}
          />
        ) : null}
        <p className="edition-page__theme">{hero.theme}</p>
        <p className="edition-page__dates">
          {hero.dates} · {hero.venue}
        </p>
      </PageHeader>
      <div className="page-column programme-page edition-page">
        {data.sections.length > 1 ? (
          <nav className="edition-page__jump" aria-label={data.jumpLabel} data-block="jump">
            <ul className="button-row">
              {data.sections.map((section) => (
                <li key={section.id}>
                  <Button variant="secondary" href={`#${section.id}`}>
                    {section.label}
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Block id="numeros">
          <ul className="plain-list edition-page__numbers">
            {data.numbers.map((number) => (
              <li key={number.label}>
                <strong>{number.value}</strong> {number.label}
              </li>
            ))}
          </ul>
        </Block>
        <Block id="destaques" list>
          {data.highlights.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} showKind />
          ))}
        </Block>
        <Block id="programacao">
          {data.programme.map((day) => (
            <section key={day.date} className="edition-page__day" aria-labelledby={`dia-${day.date}`}>
              <h3 id={`dia-${day.date}`}>{`${day.label} · ${day.tabLabel}`}</h3>
              <ol className="edition-page__list">
                {day.items.map((item) => (
                  <li key={item.id} data-entry={item.id}>
                    <time className="edition-page__time" dateTime={`${day.date}T${item.start}-03:00`}>
                      {item.start}–{item.end}
                    </time>{' '}
                    {item.activity ? (
                      <a className="edition-page__title" href={activityPath(data.year, item.activity.id)}>
                        {item.title}
                      </a>
                    ) : (
                      <span className="edition-page__title">{item.title}</span>
                    )}
                    <Details people={item.people} roomName={item.room?.name} />
                    {item.parts.length > 0 ? (
                      <ul className="edition-page__parallel">
                        {item.parts.map(({ activity }) => (
                          <li key={activity.id}>
                            {activity.code ? <span className="edition-page__code">{activity.code}</span> : null}
                            <a href={activityPath(data.year, activity.id)}>{activity.title}</a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </Block>
        {data.courses.map((block) => (
          <Block key={block.id} id={block.id} list>
            {block.items.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} showKind={false} />
            ))}
          </Block>
        ))}
        <Block id="chamadas" list>
          {data.calls.map((call) => (
            <li key={call.kind} data-call={call.kind}>
              <a className="edition-page__title" href={call.href}>
                {call.title}
              </a>
              {call.dates ? <span className="edition-page__details"> — {call.dates}</span> : null}
            </li>
          ))}
        </Block>
        {[
          { id: 'organizacao', members: data.organisation },
          { id: 'comite-programa', members: data.programmeCommittee },
        ].map(({ id, members }) => (
          <Block key={id} id={id} list>
            {members.map((member, index) => (
              <li key={`${member.person}-${index}`}>
                <a href={personPath(member.person)}>{data.names[member.person]}</a>
                {member.role ? ` — ${member.role}` : null}
              </li>
            ))}
          </Block>
        ))}
        {data.links.length > 0 ? (
          <nav className="edition-page__links button-group" aria-label={hero.title} data-block="links">
            {data.links.map((link) => {
              const anchor = (
                <Button key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <NewTabHint />
                </Button>
              )
              return link.form && papersWindow ? (
                <Timed key={link.id} when={(now) => windowState(papersWindow, now) === 'open'}>
                  {anchor}
                </Timed>
              ) : (
                anchor
              )
            })}
          </nav>
        ) : null}
      </div>
    </>
  )
}
