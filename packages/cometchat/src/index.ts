// The kit imports its own stylesheet from its scripts, so every app that renders it bundles CSS
// imported from a package: the renderer's stylesheet and the kit's theme mapping come the same way.
import '@chatforms/react/styles.css';
import './cometchat.css';

export { chatformsPlugin, createChatformsPlugin } from './chatforms-plugin.js';
export type { ChatformsPluginOptions, CometChatFormBubbleProps } from './cometchat-form-bubble.js';
export { CometChatFormBubble } from './cometchat-form-bubble.js';
export type {
  ChatformsTemplateOptions,
  MessageTemplateConstructor,
  MessageTemplateProps,
} from './create-chatforms-templates.js';
export { createChatformsTemplates } from './create-chatforms-templates.js';
