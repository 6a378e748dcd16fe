// Binds src/features/activities/activity-categories.tsx: keeps one category's grid visible at a time
// and marks its button aria-pressed. Without JavaScript all categories show.
export function initCategorySwitch(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-category-switch]')) {
    if (container.dataset.categoryReady === 'true') continue
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('button[data-category]')]
    const panels = [...container.querySelectorAll<HTMLElement>('[data-category-panel]')]
    if (buttons.length === 0) continue
    container.dataset.categoryReady = 'true'

    const show = (id: string) => {
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.category === id))
      for (const panel of panels) {
        panel.hidden = panel.dataset.categoryPanel !== id
        panel.classList.remove('activity-categories__panel--inactive')
      }
    }

    // A link to a card (#<activity id>) opens the category that holds it and scrolls to the card.
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    const holder = target ? panels.find((panel) => panel.contains(target))?.dataset.categoryPanel : undefined
    show(holder ?? buttons.find((b) => b.getAttribute('aria-pressed') === 'true')?.dataset.category ?? buttons[0]!.dataset.category!)
    if (holder) target!.scrollIntoView({ block: 'start' })
    for (const button of buttons) button.addEventListener('click', () => show(button.dataset.category!))
  }
}
