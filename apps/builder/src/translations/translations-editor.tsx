import type { FormMessageInput } from '@chatforms/core';
import {
  type FormText,
  listFormTexts,
  setTranslatedText,
  setTranslationLanguage,
} from '@chatforms/core/editing';
import { useId, useState } from 'react';

import { SelectControl } from '../components/form-controls.js';
import { useEditorContext } from '../state/editor-context.js';
import { canonicaliseLanguageTag } from './language-tag.js';

/** "German (de)", in English, as the preview's language field names languages. */
function nameLanguage(tag: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name === undefined || name === tag ? tag : `${name} (${tag})`;
  } catch {
    return tag;
  }
}

/** What a row translates, as an author reads it: "Title", "dish · label", "size · option large". */
function describePlace({ place }: FormText): string {
  if (!('elementId' in place)) return place.key === 'title' ? 'Title' : 'Completion text';
  if ('option' in place) return `${place.elementId} · option ${place.option}`;
  return `${place.elementId} · ${place.key}`;
}

/** One text: the form's own above, its translation in the input under it. */
function TextRow({
  text,
  language,
  onChange,
}: {
  text: FormText;
  language: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const name = describePlace(text);
  return (
    <div className="control translation-row">
      <label htmlFor={id}>{name}</label>
      <p id={`${id}-own`} className="control-hint" dir="auto">
        {text.own === '' ? '(no text of its own)' : text.own}
      </p>
      <input
        id={id}
        lang={language}
        dir="auto"
        value={text.translated ?? ''}
        placeholder={text.own}
        aria-describedby={`${id}-own`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The form's texts in other languages (`interactiveData.translations`), side by side with its own:
 * add or remove a language, then give each text in it. A text left empty shows the form's own.
 */
export function TranslationsEditor() {
  const { state, dispatch } = useEditorContext();
  const message = state.present;
  const languages = Object.keys(message.data.interactiveData.translations ?? {});
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [newTag, setNewTag] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const addId = useId();
  const language = chosen !== undefined && languages.includes(chosen) ? chosen : languages[0];
  // Only ever called from event handlers; the time lets rapid typing coalesce into one undo step.
  const replace = (next: FormMessageInput, coalesceKey?: string) =>
    dispatch({ type: 'replaceMessage', message: next, coalesceKey, at: Date.now() });
  const addLanguage = () => {
    const tag = canonicaliseLanguageTag(newTag);
    if (tag === undefined) {
      setError(`“${newTag.trim()}” is not a language tag; write one such as de, fr or pt-BR`);
      return;
    }
    if (languages.some((existing) => canonicaliseLanguageTag(existing) === tag)) {
      setError(`${nameLanguage(tag)} is already here`);
      return;
    }
    replace(setTranslationLanguage(message, tag, true));
    setChosen(tag);
    setNewTag('');
    setError(undefined);
  };
  return (
    <div className="inspector-section" role="group" aria-labelledby={`${addId}-heading`}>
      <h2 id={`${addId}-heading`}>Languages</h2>
      <p className="control-hint">
        The form’s texts in other languages (<code>translations</code>): a reader whose page or
        locale is in one sees them, and every text left empty shows the form’s own. Pick the
        preview’s language to see one. Stock kits show the form’s own texts.
      </p>
      <div className="control">
        <label htmlFor={addId}>Add a language</label>
        <div className="inline-controls">
          <input
            id={addId}
            value={newTag}
            placeholder="de, fr, pt-BR…"
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : `${addId}-error`}
            onChange={(event) => setNewTag(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addLanguage();
            }}
          />
          <button type="button" onClick={addLanguage} disabled={newTag.trim() === ''}>
            Add
          </button>
        </div>
        {error !== undefined && (
          <p id={`${addId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {language !== undefined && (
        <>
          <SelectControl
            label="Language"
            wireName="translations"
            value={language}
            choices={languages.map((tag) => ({ value: tag, label: nameLanguage(tag) }))}
            onChange={setChosen}
          />
          <button
            type="button"
            onClick={() => replace(setTranslationLanguage(message, language, false))}
          >
            Remove {nameLanguage(language)}
          </button>
          {listFormTexts(message, language).map((text) => (
            <TextRow
              key={describePlace(text)}
              text={text}
              language={language}
              onChange={(value) =>
                replace(
                  setTranslatedText(message, language, text.place, value),
                  `translation ${language} ${describePlace(text)}`,
                )
              }
            />
          ))}
        </>
      )}
    </div>
  );
}
