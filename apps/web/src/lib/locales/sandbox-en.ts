// Texts of the sandbox's outbox page in English (lib/locales/sandbox.ts).
import type { sandboxPtBR } from './sandbox-pt-br';

export const sandboxEn: typeof sandboxPtBR = {
  sandbox: {
    pageTitle: 'Sent messages | Rosto sandbox',
    title: 'Sent messages',
    intro: 'Test environment: the texts, calls and e-mails Rosto would send show up here.',
    consoleLink: 'Operator console: sign in as a demo operator of each role',
    portalLink: "Shops' portal: sign in as a demo owner or cashier of each shop",
    filterLabel: 'Filter by recipient',
    filterHint: 'Phone with area code, or e-mail',
    autoRefresh: 'Refreshes by itself every 3 seconds.',
    empty: 'No messages yet.',
    code: 'Code',
    to: 'To',
    cardTo: 'Card ending in',
    channel: {
      sms: 'SMS',
      voice: 'Call',
      email: 'E-mail',
      card: 'Card statement',
    },
  },
};
