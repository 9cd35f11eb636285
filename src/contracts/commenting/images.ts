/** A commenting unit's placeholder and logo images (spec 002 §7: API-90, COM-30): the calls half. */
import { calls } from '../define'

export const imageCalls = calls({
  create: {
    id: 'API-90',
    service: 'commenting',
    method: 'POST',
    path: '/v1/commenting-units/images',
    summary: 'Upload an image (JPEG, PNG or GIF; at most 5000 KB and 5000×5000 px)',
    status: 201,
  },
  image: {
    id: 'OPEN-commenting-image',
    service: 'commenting',
    method: 'GET',
    path: '/v1/images/:imageUUID',
    summary: 'An uploaded image (public: publisher pages show it)',
  },
})
