import type { FormMessages } from '../messages.js';

/** The form's texts in Hindi, written for chatforms. */
export const hi: FormMessages = {
  locale: 'hi',
  fieldError: (issue) => issue.text,
  requiredField: 'यह फ़ील्ड भरना ज़रूरी है',
  requiredChoice: 'कोई एक विकल्प चुनें',
  requiredChoices: 'कम से कम एक विकल्प चुनें',
  tooShort: (minimum) => `कम से कम ${minimum} वर्ण लिखें`,
  tooLong: (maximum) => `अधिकतम ${maximum} वर्ण लिखें`,
  patternMismatch: 'पाठ माँगे गए प्रारूप में लिखें',
  tooFewChoices: (minimum) => `कम से कम ${minimum} विकल्प चुनें`,
  tooManyChoices: (maximum) => `अधिकतम ${maximum} विकल्प चुनें`,
  outOfRange: (lowest, highest) => `${lowest} से ${highest} तक कोई पूर्ण संख्या चुनें`,
  charactersLeft: (remaining) =>
    remaining >= 0 ? `${remaining} वर्ण बाकी हैं` : `${-remaining} वर्ण अधिक हैं`,
  tooEarly: (earliest) => `${earliest} या उसके बाद का समय चुनें`,
  tooLate: (latest) => `${latest} या उससे पहले का समय चुनें`,
  invalidFieldCount: (count) =>
    count === 1 ? '1 फ़ील्ड पर ध्यान देना ज़रूरी है।' : `${count} फ़ील्ड पर ध्यान देना ज़रूरी है।`,
  sending: 'भेजा जा रहा है…',
  sent: 'भेज दिया गया।',
  changesNotSent: 'भेजते समय किए गए बदलाव नहीं भेजे गए।',
  requestFailed: (status) =>
    `सर्वर इसे स्वीकार नहीं कर सका (त्रुटि ${status})। आपके जवाब सुरक्षित हैं; फिर से कोशिश करें।`,
  fieldsRejected: 'कुछ जवाब बदलने होंगे; फ़ील्ड के नीचे दिए संदेश देखें।',
  networkError: 'सर्वर से संपर्क नहीं हो सका। आपके जवाब सुरक्षित हैं; फिर से कोशिश करें।',
  timeout: 'सर्वर ने जवाब देने में बहुत देर लगाई। आपके जवाब सुरक्षित हैं; फिर से कोशिश करें।',
  actionFailed: 'कुछ गड़बड़ हो गई। आपके जवाब सुरक्षित हैं; फिर से कोशिश करें।',
  interactionFailed: 'आपका जवाब भेज दिया गया, लेकिन चैट उसे दर्ज नहीं कर सकी। फिर से कोशिश करें।',
  unsafeUrl: 'यह लिंक नहीं खोला जा सकता।',
  unusableButton: (reason) => `इस बटन का उपयोग नहीं किया जा सकता: ${reason}`,
  actionUnavailable: 'यह बटन यहाँ काम नहीं करता।',
  retry: 'फिर से कोशिश करें',
  completion: 'फ़ॉर्म भरने के लिए धन्यवाद।',
  loading: 'फ़ॉर्म लोड हो रहा है…',
  unrenderable: 'यह फ़ॉर्म दिखाया नहीं जा सकता।',
  unrenderableDetails: 'क्यों',
  elementFailed: 'फ़ॉर्म का यह हिस्सा दिखाया नहीं जा सका।',
  required: 'ज़रूरी',
  emptyOption: 'चुनें…',
  timeZone: (label) => `समय क्षेत्र: ${label}`,
  repeatedTime: (time) =>
    `इस दिन ${time} दो बार आता है, क्योंकि घड़ियाँ पीछे की जाती हैं। आपका मतलब कौन-सा है?`,
  repeatedTimeOption: (time, offset, abbreviation) =>
    `${time} ${abbreviation === undefined ? '' : `${abbreviation} `}(GMT${offset})`,
  skippedTime: (time, nextTime) =>
    `इस दिन ${time} नहीं होता: घड़ियाँ सीधे ${nextTime} पर आगे बढ़ जाती हैं। कोई और समय चुनें।`,
  senderReadOnly: 'यह फ़ॉर्म आपने भेजा है, इसलिए आप इसे नहीं भर सकते।',
  fieldShown: (label) => `अब दिख रहा है: ${label}`,
};
