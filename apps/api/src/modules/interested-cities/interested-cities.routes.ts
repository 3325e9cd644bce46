import { interestedCityEmailSchema, interestedCitySchema } from '@kinetic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { send } from '../../lib/envelope';
import { idParams } from '../../lib/route-schemas';
import type { InterestedCitiesService } from './interested-cities.service';

export const interestedCitiesRoutes: FastifyPluginAsyncZod<{ cities: InterestedCitiesService }> = async (
  app,
  { cities },
) => {
  const tags = ['interested cities'];
  app.post(
    '/interested-cities',
    { schema: { tags, summary: 'Save a city we do not serve yet', body: interestedCitySchema } },
    async (request, reply) => send(reply, await cities.save(request.body), 201),
  );
  app.put(
    '/interested-cities/:id',
    {
      schema: {
        tags,
        summary: 'Add the e-mail to notify to a saved city',
        params: idParams,
        body: interestedCityEmailSchema,
      },
    },
    async (request, reply) => send(reply, await cities.saveEmail(request.params.id, request.body.useremail)),
  );
};
