// 'Compartilhar' in the browser: copy the page's address, and the share sheet where the Web Share API exists.
export function initShare(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-share]')) {
    const url = block.dataset.shareUrl ?? location.href
    const title = block.dataset.shareTitle ?? document.title
    const status = block.querySelector<HTMLElement>('[data-share-status]')
    const copy = block.querySelector<HTMLButtonElement>('[data-share-copy]')
    copy?.addEventListener('click', () => {
      navigator.clipboard.writeText(url).then(
        () => {
          if (status) status.textContent = copy.dataset.copied ?? ''
        },
        () => {
          // No clipboard (insecure origin, refused permission): show the address, selected, to copy by hand.
          if (status) {
            status.textContent = url
            getSelection()?.selectAllChildren(status)
          }
        },
      )
    })
    const native = block.querySelector<HTMLButtonElement>('[data-share-native]')
    if (native && typeof navigator.share === 'function') {
      native.hidden = false
      native.addEventListener('click', () => {
        navigator.share({ title, url }).catch(() => {}) // closing the sheet rejects: nothing to report
      })
    }
  }
}
