// Binds src/features/activities/activity-categories.tsx: shows the category buttons, keeps one category
// visible at a time and marks its button aria-pressed. Without JavaScript all categories show.
export function initCategorySwitch(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-category-switch]')) {
    if (container.dataset.categoryReady === 'true') continue
    const group = container.querySelector<HTMLElement>('[role="group"]')
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[data-category]')]
    const panels = [...container.querySelectorAll<HTMLElement>('[data-category-panel]')]
    if (!group || buttons.length === 0) continue
    container.dataset.categoryReady = 'true'

    const show = (id: string) => {
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.category === id))
      for (const panel of panels) {
        panel.hidden = panel.dataset.categoryPanel !== id
        panel.classList.remove('activity-categories__panel--inactive')
        // A slider measured while hidden has no width: let Swiper measure again now it shows.
        if (!panel.hidden) {
          for (const el of panel.querySelectorAll<HTMLElement & { swiper?: { update(): void } }>('.swiper')) el.swiper?.update()
        }
      }
    }

    container.classList.add('has-js')
    // A link from the programme (#<activity id>) opens the category that holds that activity.
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    const holder = target ? panels.find((panel) => panel.contains(target))?.dataset.categoryPanel : undefined
    show(holder ?? buttons.find((b) => b.getAttribute('aria-pressed') === 'true')?.dataset.category ?? buttons[0]!.dataset.category!)
    if (holder && target) {
      // The card sits in a slider: bring its slide forward instead of letting the browser scroll
      // the slider's overflow under Swiper, then show the category from its top.
      const slider = target.closest<HTMLElement & { swiper?: { slideTo(index: number, speed?: number): void } }>('.swiper')
      const index = slider
        ? [...slider.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')].findIndex((slide) => slide.contains(target))
        : -1
      if (slider && index >= 0) {
        slider.scrollLeft = 0
        slider.swiper?.slideTo(index, 0)
      }
      container.scrollIntoView({ block: 'start' })
    }
    for (const button of buttons) button.addEventListener('click', () => show(button.dataset.category!))
  }
}
