declare module 'virtual:portal-css' {
  /** The compiled Tailwind sheet without its @property rules. */
  export const css: string
  /** Tailwind's @property rules, registered on the document (tailwindcss #15005). */
  export const propertyRules: string
}

/** 'react' or 'lite': which build this code was bundled into. */
declare const __PORTAL_BUILD__: 'react' | 'lite'
