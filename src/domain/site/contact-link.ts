/**
 * Where the Contact button and links lead: the contact section of the home page. Apart from `./navigation.ts`, whose
 * menu groups are the frame's words, so that the header's island, which needs only this, carries none of them.
 */
export const contactLink = '/#contact';
