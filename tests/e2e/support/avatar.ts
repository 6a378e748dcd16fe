import type { Locator } from '@playwright/test'

/**
 * The accessible name of a person's avatar, whether it is a photo (<img alt>) or the initials
 * placeholder (role="img" aria-label): no test may assume a person has no photo.
 */
export async function avatarName(avatar: Locator): Promise<string | null> {
  return avatar.evaluate((el) => (el.tagName === 'IMG' ? el.getAttribute('alt') : el.getAttribute('aria-label')))
}
