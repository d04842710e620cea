// <InteractiveForm> rendering the contract message with the same reader and app as the kit page.
import { InteractiveForm } from '@chatforms/react';
import { createRoot } from 'react-dom/client';

import type { ContractSetup } from './contract-message.js';

const setup = (globalThis as unknown as { contractSetup: ContractSetup }).contractSetup;
const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <InteractiveForm
    message={setup.message}
    appId={setup.appId}
    region={setup.region}
    currentUserId={setup.currentUserId}
  />,
);
