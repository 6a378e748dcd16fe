// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, Cart } from './cart'

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')

describe('Cart', () => {
  beforeEach(() => localStorage.clear())

  it('adds a new product with quantity 1 and stores it under "products"', () => {
    const cart = new Cart(localStorage)
    cart.add({ productId: 'caneca', name: 'Caneca', price: 25 })
    expect(cart.items).toEqual([{ productId: 'caneca', name: 'Caneca', price: 25, quantity: 1 }])
    expect(stored()).toEqual([{ productId: 'caneca', name: 'Caneca', price: 25, quantity: 1 }])
  })

  it('adds one to the quantity of a product already there', () => {
    const cart = new Cart(localStorage)
    cart.add({ productId: 7 })
    cart.add({ productId: 7 })
    cart.add({ productId: 8 })
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      [7, 2],
      [8, 1],
    ])
  })

  it('removes one and drops the product at zero', () => {
    const cart = new Cart(localStorage)
    cart.add({ productId: 'a' })
    cart.add({ productId: 'a' })
    cart.remove('a')
    expect(stored()).toEqual([{ productId: 'a', quantity: 1 }])
    cart.remove('a')
    expect(cart.items).toEqual([])
    expect(stored()).toEqual([])
    cart.remove('missing')
    expect(cart.items).toEqual([])
  })

  it('reset clears the list and the storage', () => {
    const cart = new Cart(localStorage)
    cart.add({ productId: 'a' })
    cart.reset()
    expect(cart.items).toEqual([])
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
  })

  it('reloads the stored list on start', () => {
    new Cart(localStorage).add({ productId: 'a', name: 'Camisa' })
    const again = new Cart(localStorage)
    again.add({ productId: 'a' })
    expect(again.items).toEqual([{ productId: 'a', name: 'Camisa', quantity: 2 }])
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"productId":1}'],
    ['items without quantity', '[{"productId":1}]'],
    ['negative quantity', '[{"productId":1,"quantity":-2}]'],
    ['null entries', '[null]'],
  ])('resets a corrupted storage (%s)', (_label, raw) => {
    localStorage.setItem(CART_STORAGE_KEY, raw)
    const cart = new Cart(localStorage)
    expect(cart.items).toEqual([])
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
    cart.add({ productId: 1 })
    expect(stored()).toEqual([{ productId: 1, quantity: 1 }])
  })

  it('keeps working in memory when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const cart = new Cart(broken)
    cart.add({ productId: 1 })
    expect(cart.items).toEqual([{ productId: 1, quantity: 1 }])
  })

  it('does not let callers change the items behind its back', () => {
    const cart = new Cart(localStorage)
    cart.add({ productId: 1 })
    ;(cart.items[0] as { quantity: number }).quantity = 99
    expect(cart.items[0]?.quantity).toBe(1)
  })
})
