import { findMissingReceiverIssues } from '@chatforms/chat-api';
import type { MessageToSend } from '@chatforms/chat-api';
import { parseFormMessage } from '@chatforms/core';
import type { Issue } from '@chatforms/core';
import type { Directory } from './directory.js';
import { SandboxError } from './sandbox-error.js';

/** Validates a request body with core and chat-api's receiver rule, then checks the receiver exists, answering 400 / 403 / 404 otherwise. */
export function validateOutgoingMessage(
  body: unknown,
  directory: Directory,
  senderUid: string,
): MessageToSend {
  const parsed = parseFormMessage(body);
  const issues = parsed.success ? findMissingReceiverIssues(parsed.data) : parsed.issues;
  if (!parsed.success || issues.length > 0) {
    throw new SandboxError(400, 'ERR_INVALID_MESSAGE_DATA', describeIssues(issues), {
      details: { issues },
    });
  }
  const message = parsed.data as MessageToSend;
  checkReceiver(message, directory, senderUid);
  return message;
}

function describeIssues(issues: Issue[]): string {
  const first = issues[0];
  if (first && (first.path[0] === 'category' || first.path[0] === 'type')) {
    return 'The sandbox accepts only interactive form messages (category "interactive", type "form").';
  }
  const location = first ? ` (first at ${first.pointer || '/'}: ${first.message})` : '';
  return `The message is not a valid form message: ${issues.length} issue(s)${location}.`;
}

function checkReceiver(message: MessageToSend, directory: Directory, senderUid: string): void {
  const { receiver } = message;
  if (message.receiverType === 'user') {
    if (directory.findUser(receiver)) return;
    throw new SandboxError(404, 'ERR_UID_NOT_FOUND', `No user with uid "${receiver}" exists.`, {
      details: { uid: receiver },
    });
  }
  if (!directory.findGroup(receiver)) {
    throw new SandboxError(404, 'ERR_GUID_NOT_FOUND', `No group with guid "${receiver}" exists.`, {
      details: { guid: receiver },
    });
  }
  if (!directory.isGroupMember(receiver, senderUid)) {
    throw new SandboxError(
      403,
      'ERR_GROUP_NOT_JOINED',
      `"${senderUid}" is not a member of "${receiver}".`,
      {
        details: { guid: receiver, uid: senderUid },
      },
    );
  }
}
