import './activity-categories.css'
import type { CategoryView } from './activity-categories-data'
import { ActivityCard } from './activity-card'
import { Button } from '../../components/button'
import { slidePriority } from '../../components/image-loading'
import type { PeopleViews } from '../../components/person-view'

interface Props {
  /** The button group's name (the page heading). */
  label: string
  categories: readonly CategoryView[]
  year: string
  people: PeopleViews
  defaultCategory: string
}

// Cards in the first view: a row of three at 1366 px, the first one or two on a phone.
const FIRST_VIEW = 3

// Category buttons (aria-pressed) over a grid of cards per category, prerendered in their first state so nothing shifts when
// src/client/category-switch.ts binds them; without JavaScript every category is readable under its own heading.
export function ActivityCategories({ label, categories, year, people, defaultCategory }: Props) {
  return (
    <div className="activity-categories" data-category-switch>
      <div className="activity-categories__buttons button-row needs-script" role="group" aria-label={label}>
        {categories.map((category) => (
          <Button
            key={category.id}
            variant="secondary"
            data-category={category.id}
            aria-controls={`categoria-${category.id}`}
            aria-pressed={category.id === defaultCategory ? 'true' : 'false'}
          >
            {category.label}
          </Button>
        ))}
      </div>
      {categories.map((category) => (
        <section
          key={category.id}
          id={`categoria-${category.id}`}
          className={`activity-categories__panel${category.id === defaultCategory ? '' : ' activity-categories__panel--inactive'}`}
          data-category-panel={category.id}
          aria-labelledby={`categoria-${category.id}-titulo`}
        >
          <h2 className="named-by-controls" id={`categoria-${category.id}-titulo`}>
            {category.label}
          </h2>
          <ul className="plain-list activity-categories__grid">
            {category.activities.map((activity, index) => (
              <li key={activity.id}>
                <ActivityCard
                  activity={activity}
                  year={year}
                  people={activity.people.map((id) => people[id]!)}
                  priority={slidePriority(category.id === defaultCategory ? 'high' : 'lazy', index, FIRST_VIEW)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
