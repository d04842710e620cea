import { chatRegions } from '@chatforms/chat-api';

import type { ChatConnection } from '../api/chat-connection.js';
import { SelectControl, TextControl } from '../components/form-controls.js';

const modes = [
  { value: 'sandbox', label: 'Embedded sandbox (no account needed)' },
  { value: 'app', label: 'My app (app id and region)' },
  { value: 'baseUrl', label: 'A base URL' },
] as const;

/** Where the send panel sends: the embedded sandbox by default, or a real app. */
export function ConnectionFields({
  connection,
  onChange,
}: {
  connection: ChatConnection;
  onChange: (connection: ChatConnection) => void;
}) {
  const set = (patch: Partial<ChatConnection>) => onChange({ ...connection, ...patch });
  return (
    <fieldset className="control-group">
      <legend>Connection</legend>
      <SelectControl
        label="Chat API"
        value={connection.mode}
        choices={modes}
        onChange={(mode) => set({ mode: mode as ChatConnection['mode'] })}
      />
      {connection.mode === 'app' ? (
        <>
          <TextControl
            label="App id"
            value={connection.appId}
            onChange={(appId) => set({ appId })}
          />
          <SelectControl
            label="Region"
            value={connection.region}
            choices={chatRegions.map((region) => ({ value: region, label: region }))}
            onChange={(region) => set({ region: region as ChatConnection['region'] })}
          />
        </>
      ) : null}
      {connection.mode === 'baseUrl' ? (
        <TextControl
          label="Base URL"
          type="url"
          value={connection.baseUrl}
          onChange={(baseUrl) => set({ baseUrl })}
        />
      ) : null}
      <TextControl
        label="API key"
        type="password"
        value={connection.apiKey}
        placeholder={connection.mode === 'sandbox' ? 'the sandbox key is added for you' : ''}
        onChange={(apiKey) => set({ apiKey })}
      />
      <TextControl
        label="Send on behalf of (sender uid)"
        value={connection.onBehalfOf}
        onChange={(onBehalfOf) => set({ onBehalfOf })}
      />
    </fieldset>
  );
}
