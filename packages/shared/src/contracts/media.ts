import { route } from '../contract';
import { MAX_MEDIA_BYTES, mediaFileSchema, mediaIdParams, uploadMediaRequestSchema } from '../media';

export const mediaContract = {
  postStaffMedia: route({
    method: 'POST',
    path: '/api/staff/media',
    summary: `Upload an image (JPG or PNG as a data URL, at most ${MAX_MEDIA_BYTES} bytes); use its url as image_url`,
    tags: ['staff', 'media'],
    body: uploadMediaRequestSchema,
    responses: { 201: mediaFileSchema },
    errors: [400, 401, 403, 413, 429],
  }),
  /** The image itself (its stored Content-Type), not JSON. */
  getMediaById: route({
    method: 'GET',
    path: '/api/media/:id',
    summary: 'An uploaded image, with its stored Content-Type',
    tags: ['media'],
    params: mediaIdParams,
    responses: { 200: null },
    // Its 400 and 404 are the usual error body; declared none so the file answer keeps its own type.
    errors: [],
  }),
};
