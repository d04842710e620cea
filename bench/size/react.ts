import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as Record<string, unknown>).keep = [createElement, createRoot];
