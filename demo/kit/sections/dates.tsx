/** Kit gallery: the dates section (filled in with its kit pieces). */
import type { KitSection } from '../kit-gallery'

export const sections: KitSection[] = []
