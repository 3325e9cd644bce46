import { interestedCitySchema, interestedCityUpdateSchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { send } from '../../lib/envelope';
import { envelopeOf, refusals } from '../../lib/envelope-schema';
import { idParams } from '../../lib/route-schemas';
import type { InterestedCitiesService } from './interested-cities.service';

export const interestedCitiesRoutes: FastifyPluginAsyncZod<{ cities: InterestedCitiesService }> = async (
  app,
  { cities },
) => {
  const tags = ['interested cities'];
  const savedCity = z.object({ id: z.number() });
  const newCity = savedCity.extend({
    editKey: z.string().describe('Shown once: the PUT that adds the e-mail must send it'),
  });
  app.post(
    '/interested-cities',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Save a city we do not serve yet',
        body: interestedCitySchema,
        response: {
          201: envelopeOf(newCity).describe('Saved: the row id and its edit key'),
          ...refusals(400),
        },
      },
    },
    async (request, reply) => send(reply, await cities.save(request.body), 201),
  );
  app.put(
    '/interested-cities/:id',
    {
      config: { retiresCaches: true },
      schema: {
        tags,
        summary: 'Add the e-mail to notify to a saved city (with the key its save returned)',
        params: idParams,
        body: interestedCityUpdateSchema,
        response: { 200: envelopeOf(savedCity).describe('E-mail saved on the row'), ...refusals(400, 404) },
      },
    },
    async (request, reply) =>
      send(reply, await cities.saveEmail(request.params.id, request.body.editKey, request.body.useremail)),
  );
};
