import DOMPurify from 'dompurify';

/** The inline markup a post may carry (the server already reduced it to this; this is the second lock). */
const ALLOWED = { ALLOWED_TAGS: ['b', 'i', 'u', 'a', 'br', 'mark', 'code'], ALLOWED_ATTR: ['href'] };

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:)/i.test(href)) node.removeAttribute('href');
    else {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
  }
});

export const sanitizeInline = (html: string) => DOMPurify.sanitize(html, ALLOWED);
