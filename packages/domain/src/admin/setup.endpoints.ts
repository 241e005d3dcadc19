import { defineEndpoint } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { messageSchema } from '../schemas/common';
import { setupSchema, setupStatusSchema } from '../schemas/setup';

/**
 * First-run setup (DOMAIN-3 §2), public: whether it is still open, and the setup itself (the first
 * super account and the city profile; the server allows it from its own machine or with its token).
 */
const { read, write } = endpointGroup({ area: 'admin', group: 'setup', guard: 'public' });

export const setupStatusEndpoint = defineEndpoint({
  ...read,
  name: 'status',
  path: '/setup',
  summary: 'Apakah penyiapan awal masih diperlukan',
  response: setupStatusSchema,
});

export const setupEndpoint = defineEndpoint({
  ...write,
  name: 'simpan',
  method: 'POST',
  path: '/setup',
  summary: 'Penyiapan awal: akun super pertama dan profil pemda',
  body: setupSchema,
  response: messageSchema,
});
