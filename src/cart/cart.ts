import { safely } from '../client/safely'

export const CART_STORAGE_KEY = 'products'

export interface CartItem {
  productId: string | number
  quantity: number
  [field: string]: unknown
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false
  const { productId: id, quantity } = value as Record<string, unknown>
  return (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) && Number.isInteger(quantity) && Number(quantity) > 0
}

// The old site's shop cart (spec section 3), a JSON list in browser storage: no page uses it until online orders reopen.
export class Cart {
  #items: CartItem[]

  constructor(private readonly storage: Storage) {
    // Anything unreadable (bad JSON, wrong shape) starts an empty cart instead of breaking the page.
    const raw = safely(() => storage.getItem(CART_STORAGE_KEY), null)
    const parsed: unknown = raw === null ? [] : safely(() => JSON.parse(raw) as unknown, null)
    const valid = Array.isArray(parsed) && parsed.every(isCartItem)
    this.#items = valid ? parsed : []
    if (!valid) this.#save(null)
  }

  get items(): readonly CartItem[] {
    return this.#items.map((item) => ({ ...item }))
  }

  add(product: Omit<CartItem, 'quantity'> & { quantity?: number }): void {
    const existing = this.#items.find((item) => item.productId === product.productId)
    if (existing) existing.quantity += 1
    else this.#items.push({ ...product, quantity: 1 } as CartItem)
    this.#save(this.#items)
  }

  remove(productId: CartItem['productId']): void {
    const existing = this.#items.find((item) => item.productId === productId)
    if (!existing) return
    existing.quantity -= 1
    if (existing.quantity <= 0) this.#items = this.#items.filter((item) => item !== existing)
    this.#save(this.#items)
  }

  reset(): void {
    this.#items = []
    this.#save(null)
  }

  /** Writes the list, or removes it (null); storage refused: the cart keeps working in memory. */
  #save(items: CartItem[] | null): void {
    safely(
      () => (items ? this.storage.setItem(CART_STORAGE_KEY, JSON.stringify(items)) : this.storage.removeItem(CART_STORAGE_KEY)),
      undefined,
    )
  }
}
