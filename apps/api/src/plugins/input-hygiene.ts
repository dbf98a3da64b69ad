import { findInputProblem } from '@mvm/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/**
 * Every route, before its schema: no NUL or other control character in any text of the body, query or
 * path, and no body nested deeper than any real one (issue 6). PostgreSQL refuses NUL in text, so
 * without this a stray byte from a scanner would end in a server error instead of a Dutch 400.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['pad', request.params],
      ['zoekopdracht', request.query],
      ['gegevens', request.body],
    ] as const) {
      const problem = findInputProblem(value);
      if (!problem) continue;
      const field = problem.path || part;
      if (problem.kind === 'depth') throw badRequest('De gegevens zijn te diep genest');
      throw badRequest(`Ongeldige tekens in ${field}`, { [field]: 'Bevat ongeldige tekens' });
    }
  });
});
