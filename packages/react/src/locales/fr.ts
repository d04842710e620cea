import type { FormMessages } from '../messages.js';

/** The form's texts in French, written for chatforms. */
export const fr: FormMessages = {
  locale: 'fr',
  fieldError: (issue) => issue.text,
  requiredField: 'Ce champ est obligatoire',
  requiredChoice: 'Choisissez une option',
  requiredChoices: 'Choisissez au moins une option',
  tooShort: (minimum) => `Utilisez au moins ${minimum} caractère${minimum > 1 ? 's' : ''}`,
  tooLong: (maximum) => `Utilisez au plus ${maximum} caractère${maximum > 1 ? 's' : ''}`,
  patternMismatch: 'Saisissez le texte au format demandé',
  tooFewChoices: (minimum) => `Choisissez au moins ${minimum} option${minimum > 1 ? 's' : ''}`,
  tooManyChoices: (maximum) => `Choisissez au plus ${maximum} option${maximum > 1 ? 's' : ''}`,
  outOfRange: (lowest, highest) => `Choisissez un nombre entier de ${lowest} à ${highest}`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `Caractères restants : ${remaining}` : `Caractères en trop : ${-remaining}`,
  tooEarly: (earliest) => `Choisissez ${earliest} ou plus tard`,
  tooLate: (latest) => `Choisissez ${latest} ou plus tôt`,
  invalidFieldCount: (count) =>
    count === 1 ? '1 champ est à vérifier.' : `${count} champs sont à vérifier.`,
  sending: 'Envoi…',
  sent: 'Envoyé.',
  changesNotSent: 'Les modifications faites pendant l’envoi n’ont pas été envoyées.',
  requestFailed: (status) =>
    `Le serveur n’a pas pu accepter cet envoi (erreur ${status}). Vos réponses sont conservées ; réessayez.`,
  fieldsRejected: 'Certaines réponses sont à modifier ; voyez les messages sous les champs.',
  networkError: 'Le serveur est injoignable. Vos réponses sont conservées ; réessayez.',
  timeout: 'Le serveur a mis trop de temps à répondre. Vos réponses sont conservées ; réessayez.',
  actionFailed: 'Une erreur s’est produite. Vos réponses sont conservées ; réessayez.',
  interactionFailed:
    'Votre réponse a été envoyée, mais la discussion n’a pas pu l’enregistrer. Réessayez.',
  unsafeUrl: 'Ce lien ne peut pas être ouvert.',
  unusableButton: (reason) => `Ce bouton est inutilisable : ${reason}`,
  actionUnavailable: 'Ce bouton ne fonctionne pas ici.',
  retry: 'Réessayer',
  completion: 'Merci d’avoir rempli le formulaire.',
  loading: 'Chargement du formulaire…',
  unrenderable: 'Ce formulaire ne peut pas être affiché.',
  unrenderableDetails: 'Pourquoi',
  elementFailed: 'Cette partie du formulaire n’a pas pu être affichée.',
  required: 'obligatoire',
  emptyOption: 'Choisir…',
  timeZone: (label) => `Fuseau horaire : ${label}`,
  repeatedTime: (time) =>
    `${time} revient deux fois ce jour-là, car on recule les horloges. Laquelle voulez-vous ?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(UTC${offset})`,
  skippedTime: (time, nextTime) =>
    `${time} n’existe pas ce jour-là : les horloges avancent directement à ${nextTime}. Choisissez une autre heure.`,
  senderReadOnly: 'Vous avez envoyé ce formulaire : vous ne pouvez pas le remplir.',
  fieldShown: (label) => `Maintenant affiché : ${label}`,
};
