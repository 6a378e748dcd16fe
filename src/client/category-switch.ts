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
    show(buttons.find((b) => b.getAttribute('aria-pressed') === 'true')?.dataset.category ?? buttons[0]!.dataset.category!)
    for (const button of buttons) button.addEventListener('click', () => show(button.dataset.category!))
  }
}
