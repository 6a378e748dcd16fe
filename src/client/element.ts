/** A new element of `doc` with its class (none when '') and its children, text or elements. */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag)
  if (className) created.className = className
  created.append(...children)
  return created
}
