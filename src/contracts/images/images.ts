/**
 * The images service's calls (spec 001 §2 "Image selector panel"; API-55, 56, 120..122) and the
 * files it serves (public: embeds on publisher pages show them): the calls half.
 */
import { calls } from '../define'

export const imageCalls = calls({
  search: {
    id: 'API-120',
    service: 'images',
    method: 'GET',
    path: '/v1/search/:provider',
    summary: "One page of a provider's search (API-120..122: SHUTTERSTOCK, UNSPLASH, GIPHY)",
  },
  sample: {
    id: 'OPEN-image-sample',
    service: 'images',
    method: 'GET',
    path: '/v1/samples/:id/:variant',
    summary: 'A sample library file (public)',
  },
  uploaded: {
    id: 'OPEN-image-upload',
    service: 'images',
    method: 'GET',
    path: '/v1/uploads/:imageUUID',
    summary: 'An uploaded image in a web size (?w=600; 404 until its resize is done)',
  },
  photographer: {
    id: 'OPEN-photographer',
    service: 'images',
    method: 'GET',
    path: '/v1/photographers/:handle',
    summary: "The free-photo attribution's profile: the photographer and their sample photos",
  },
  uploadImages: {
    id: 'API-55',
    service: 'accounts',
    method: 'POST',
    path: '/accounts/images',
    summary: 'Upload images (form-data); answered at once, resized in the background',
    status: 201,
  },
  own: {
    id: 'API-56',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/images',
    summary: "The account's own images, newest first",
  },
})
