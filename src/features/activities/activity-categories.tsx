import './activity-categories.css'
import type { CarouselOptions } from '../../client/carousel-options'
import { ActivityCard } from './activity-card'
import { Carousel } from '../../components/carousel'
import { slidePriority, type ImagePriority } from '../../components/image-loading'
import type { PeopleViews } from '../../components/person-view'
import type { DeepReadonly } from '../../content/load-content'
import type { ResolvedActivity } from '../../content/programme'

export interface CategoryView {
  id: string
  label: string
  activities: readonly DeepReadonly<ResolvedActivity>[]
}

/** Spec §9: 1.2 cards per view, 1.5 from 800 px, with arrows and pagination. */
const activitySliderOptions: CarouselOptions = {
  slidesPerView: 1.2,
  spaceBetween: 16,
  breakpoints: { 800: { slidesPerView: 1.5, spaceBetween: 24 } },
  navigation: true,
}

interface Props {
  /** Accessible name of the button group (the page heading). */
  label: string
  categories: readonly CategoryView[]
  /** The edition the activities are of (their pages' addresses). */
  year: string
  /** Everyone the cards show, with their photos. */
  people: PeopleViews
  defaultCategory: string
  empty: string
  /** Loading of the first view's images: 'high' when this opens the page (image-loading.ts). */
  firstView?: ImagePriority
}

// Category buttons (aria-pressed) over one slider per category, prerendered in their first state
// (default category shown) so nothing shifts when src/client/category-switch.ts binds them. Without
// JavaScript (CSS `scripting: none`) every category is readable, each under its own heading.
export function ActivityCategories({ label, categories, year, people, defaultCategory, empty, firstView = 'lazy' }: Props) {
  return (
    <div className="activity-categories" data-category-switch>
      <div className="activity-categories__buttons" role="group" aria-label={label}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className="activity-categories__button"
            data-category={category.id}
            aria-controls={`categoria-${category.id}`}
            aria-pressed={category.id === defaultCategory ? 'true' : 'false'}
          >
            {category.label}
          </button>
        ))}
      </div>
      {categories.map((category) => (
        <section
          key={category.id}
          id={`categoria-${category.id}`}
          className={
            category.id === defaultCategory
              ? 'activity-categories__panel'
              : 'activity-categories__panel activity-categories__panel--inactive'
          }
          data-category-panel={category.id}
          aria-labelledby={`categoria-${category.id}-titulo`}
        >
          <h2 className="activity-categories__title" id={`categoria-${category.id}-titulo`}>
            {category.label}
          </h2>
          {category.activities.length > 0 ? (
            <Carousel
              label={category.label}
              options={activitySliderOptions}
              slides={category.activities.map((activity, index) => ({
                key: activity.id,
                content: (
                  <ActivityCard
                    activity={activity}
                    year={year}
                    people={activity.people.map((id) => people[id]!)}
                    priority={slidePriority(
                      category.id === defaultCategory ? firstView : 'lazy',
                      index,
                      activitySliderOptions.breakpoints?.[800]?.slidesPerView ?? 1.5,
                    )}
                  />
                ),
              }))}
            />
          ) : (
            <p className="activity-categories__empty">{empty}</p>
          )}
        </section>
      ))}
    </div>
  )
}
