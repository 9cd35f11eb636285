/** The field shapes the commenting settings' saves share (the configuration and the add-ons). */
import { z } from 'zod'

export const flag = z.boolean('Send true or false')
export const whole = z.number('Send a number')
export const text = (max: number) => z.string('Send text').max(max, `Use at most ${max} characters`)

/** An image address as the upload answers it, or any http(s) address. */
export const imageUrlShape = text(2000)
  .regex(/^(https?:\/\/|\/)[^\s<>"']*$/i, 'Use an image address')
  .nullable()
