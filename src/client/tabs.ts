// WAI-ARIA tabs over prerendered markup (src/features/programme/schedule-tabs.tsx): [data-tabs] holds a
// hidden [role=tablist] and one [role=tabpanel] per tab, all visible without JavaScript.
// Click or Enter/Space activates a tab; arrow keys, Home and End move and activate (automatic
// activation: the panels are already in the page, switching costs nothing).
export function initTabs(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    if (container.dataset.tabsReady === 'true') continue
    const tablist = container.querySelector<HTMLElement>('[role="tablist"]')
    if (!tablist) continue
    const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')]
    if (tabs.length === 0) continue
    container.dataset.tabsReady = 'true'
    const panelOf = (tab: HTMLElement) => container.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '')

    const select = (selected: HTMLElement, focus: boolean) => {
      for (const tab of tabs) {
        const active = tab === selected
        tab.setAttribute('aria-selected', String(active))
        tab.tabIndex = active ? 0 : -1
        const panel = panelOf(tab)
        if (panel) {
          panel.hidden = !active
          panel.classList.remove('schedule__day--inactive')
        }
      }
      if (focus) selected.focus()
    }

    container.classList.add('has-js')
    // During the event the programme opens on today's tab, otherwise on the prerendered one, the
    // first day (decision 0113). Each day's bounds in the event's zone come from the build: a first
    // Intl object with a time zone held a phone's main thread for over 100 ms.
    const now = Date.now()
    const todays = tabs.find((tab) => {
      const { starts, ends } = panelOf(tab)?.dataset ?? {}
      return starts !== undefined && ends !== undefined && Date.parse(starts) <= now && now < Date.parse(ends)
    })
    select(todays ?? tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!, false)

    for (const tab of tabs) {
      tab.addEventListener('click', () => select(tab, false))
      tab.addEventListener('keydown', (event) => {
        const index = tabs.indexOf(tab)
        const targets: Record<string, number> = {
          ArrowRight: index + 1,
          ArrowDown: index + 1,
          ArrowLeft: index - 1,
          ArrowUp: index - 1,
          Home: 0,
          End: tabs.length - 1,
        }
        const to = targets[event.key]
        if (to === undefined) return
        event.preventDefault()
        select(tabs[(to + tabs.length) % tabs.length]!, true)
      })
    }
  }
}
