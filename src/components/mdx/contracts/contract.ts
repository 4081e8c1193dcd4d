/**
 * What a component that pages may use promises, said once: its props, how it is written in a page, and the Polish
 * words editors read about it. The component takes its Props type and its defaults from here, the visual editor
 * (keystatic.config.ts) its fields, and the editors' reference (content/komponenty.md) its text. Plain data, so
 * that the site never loads the editor: keystatic.config.ts turns it into Keystatic's fields.
 */
import type { editorChoices } from '../../../domain/site/editor-choices.ts';

/** Where the editor's list of values comes from (src/domain/site/editor-choices.ts); sections are a page field. */
export type ChoiceSource = Exclude<keyof typeof editorChoices, 'sections'>;

export type HeadingLevel = 2 | 3 | 4;

interface Labelled {
  /** The field's name in the editor. */
  label: string;
  /** A sentence under it, in the editor and the reference. */
  description?: string;
}

export type PropContract =
  | (Labelled & {
      type: 'text';
      /** The editor refuses a shorter text. */
      minLength?: number;
      /** Left out, the component shows this instead; a prop without it or `optional` must be written. */
      default?: string;
      optional?: true;
    })
  | (Labelled & { type: 'url' })
  | (Labelled & { type: 'boolean'; default: boolean })
  /** One of the options, by value (the key); the first is the editor's starting value. */
  | (Labelled & { type: 'choice'; options: Readonly<Record<string, string>>; default?: string })
  /** One value of the site's data; `none` names the editor's choice that leaves the prop out. */
  | (Labelled & { type: 'choice'; from: ChoiceSource; none?: string })
  | (Labelled & { type: 'choices'; from: ChoiceSource })
  | (Labelled & { type: 'headingLevel'; default: HeadingLevel })
  | (Labelled & {
      type: 'list';
      item: Readonly<Record<string, PropContract>>;
      /** The prop of an item that names it in the editor's list. */
      itemLabel: string;
    });

export type PropContracts = Readonly<Record<string, PropContract>>;

interface ContractBase {
  label: string;
  /** For marks the editor has no place for it, so only the reference shows it. */
  description: string;
  props: PropContracts;
  /** False for a component the layout places by itself; the editor would only offer it to be put in twice. */
  inEditor?: false;
}

export type ComponentContract = ContractBase &
  (
    | {
        /** Inline: in a sentence. Block: a paragraph of its own. Wrapper: around Markdown content. */
        kind: 'inline' | 'block' | 'wrapper';
      }
    | {
        /** Around words of a sentence: the editor keeps the words and asks for the props. */
        kind: 'mark';
        /** The editor's toolbar button. */
        icon: string;
        /** The element the editor shows the words in. */
        tag: 'a' | 'span';
      }
  );

/** Keeps the literal types of a contract, which the Props types are read from. */
export const defineContract = <const Contract extends ComponentContract>(contract: Contract) => contract;

type ValueOf<Prop> = Prop extends { type: 'text' | 'url' }
  ? string
  : Prop extends { type: 'boolean' }
    ? boolean
    : Prop extends { type: 'choice'; options: infer Options }
      ? keyof Options & string
      : Prop extends { type: 'choice' }
        ? string
        : Prop extends { type: 'choices' }
          ? string[]
          : Prop extends { type: 'headingLevel' }
            ? HeadingLevel
            : Prop extends { type: 'list'; item: infer Item extends PropContracts }
              ? PropsOfFields<Item>[]
              : never;

type Defaulted<Props extends PropContracts> = {
  [Name in keyof Props]: Props[Name] extends { default: unknown } ? Name : never;
}[keyof Props];

type Optional<Props extends PropContracts> = {
  [Name in keyof Props]: Props[Name] extends { default: unknown } | { optional: true } | { none: string }
    ? Name
    : never;
}[keyof Props];

type Flat<Type> = { [Key in keyof Type]: Type[Key] };

type PropsOfFields<Props extends PropContracts> = Flat<
  { -readonly [Name in Exclude<keyof Props, Optional<Props>>]: ValueOf<Props[Name]> } & {
    -readonly [Name in Optional<Props>]?: ValueOf<Props[Name]>;
  }
>;

/** A prop the page must write: it has no default and may not be left out. */
export const isRequired = (prop: PropContract) => !('default' in prop || 'optional' in prop || 'none' in prop);

/** The props a page may write: the component's Props type. */
export type PropsOf<Contract extends ComponentContract> = PropsOfFields<Contract['props']>;

/** The props as the component sees them once the defaults are filled in. */
export type PropsWithDefaults<Contract extends ComponentContract> = Flat<
  Omit<PropsOf<Contract>, Defaulted<Contract['props']>> & {
    [Name in Defaulted<Contract['props']>]: ValueOf<Contract['props'][Name]>;
  }
>;

/**
 * The props with every absent one at its default. The editor leaves a prop equal to its default out of the file,
 * so the component must read an absent prop as that same default: both take it from the contract.
 */
export function withDefaults<Contract extends ComponentContract>(
  contract: Contract,
  props: PropsOf<Contract>,
): PropsWithDefaults<Contract> {
  const given = props as Record<string, unknown>;
  const defaults = Object.entries(contract.props).flatMap(([name, prop]) =>
    'default' in prop && given[name] === undefined ? [[name, prop.default]] : [],
  );
  return { ...given, ...Object.fromEntries(defaults) } as PropsWithDefaults<Contract>;
}
