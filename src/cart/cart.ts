export const CART_STORAGE_KEY = 'products'

export interface CartItem {
  productId: string | number
  quantity: number
  [field: string]: unknown
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  const id = item.productId
  return (
    (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  )
}

// The shop cart of the old site (spec section 3): a JSON list in browser storage. No page uses it
// today; it is kept as a tested module for when online orders reopen.
export class Cart {
  #items: CartItem[]

  constructor(private readonly storage: Storage) {
    this.#items = this.#read()
  }

  get items(): readonly CartItem[] {
    return this.#items.map((item) => ({ ...item }))
  }

  add(product: Omit<CartItem, 'quantity'> & { quantity?: number }): void {
    const existing = this.#items.find((item) => item.productId === product.productId)
    if (existing) existing.quantity += 1
    else this.#items.push({ ...product, quantity: 1 } as CartItem)
    this.#write()
  }

  remove(productId: CartItem['productId']): void {
    const existing = this.#items.find((item) => item.productId === productId)
    if (!existing) return
    existing.quantity -= 1
    if (existing.quantity <= 0) this.#items = this.#items.filter((item) => item !== existing)
    this.#write()
  }

  reset(): void {
    this.#items = []
    this.storage.removeItem(CART_STORAGE_KEY)
  }

  // Anything unreadable (bad JSON, wrong shape, storage access denied) starts an empty cart
  // instead of breaking the page.
  #read(): CartItem[] {
    let raw: string | null
    try {
      raw = this.storage.getItem(CART_STORAGE_KEY)
    } catch {
      return []
    }
    if (raw === null) return []
    try {
      const parsed: unknown = JSON.parse(raw)
      if (Array.isArray(parsed) && parsed.every(isCartItem)) return parsed
    } catch {
      // falls through to the reset below
    }
    this.#safely(() => this.storage.removeItem(CART_STORAGE_KEY))
    return []
  }

  #write(): void {
    this.#safely(() => this.storage.setItem(CART_STORAGE_KEY, JSON.stringify(this.#items)))
  }

  #safely(action: () => void): void {
    try {
      action()
    } catch {
      // Storage full or blocked: the cart keeps working in memory.
    }
  }
}
