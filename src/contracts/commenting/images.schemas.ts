/** The schemas of the image calls (images.ts): the upload's form fields, which the route reads itself. */
import { z } from 'zod'
import { IMAGE_WORKFLOWS } from '../../areas/commenting/lib/commenting-settings-rules'
import type { SchemasOf } from '../define'
import type { imageCalls } from './images'

export const imageSchemas = {
  create: {
    body: z.object({
      commentingUnitUUID: z.string(),
      workflow: z.enum(IMAGE_WORKFLOWS),
      image: z.string().meta({ format: 'binary', description: 'The image file' }),
    }),
    bodyAs: 'upload',
    answer: z.object({ imageUrl: z.string() }),
  },
  image: { file: 'image/*' },
} satisfies SchemasOf<typeof imageCalls>
