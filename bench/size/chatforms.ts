import { InteractiveForm } from '@chatforms/react';

// Kept reachable the way an app keeps what it renders.
(globalThis as Record<string, unknown>).keep = InteractiveForm;
