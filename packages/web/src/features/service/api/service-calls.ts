import { api } from '@emas/contract';
import { call } from '../../../lib/api-client.ts';

/** The service's own calls (take, complete, pick up); list, print, cancel and validasi are the kit's. */
export const saveService = (body: api.CreateServiceBody) => call(api.createService, { body });
export const completeService = (body: api.CompleteServiceBody) => call(api.completeService, { body });
export const pickUpService = (body: api.PickUpServiceBody) => call(api.pickUpService, { body });
