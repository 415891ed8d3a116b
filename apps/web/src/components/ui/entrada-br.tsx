import {
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type Ref,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import {
  dataDaEntrada,
  dataParaEntrada,
  decimalDaEntrada,
  decimalParaEntrada,
  decimalReformatado,
  mascaraData,
} from '../../lib/entrada-br';
import { Input } from './field-controls';

/**
 * Text inputs for money, kg and dates typed the Brazilian way whatever the browser's language (see
 * lib/entrada-br.ts for the reading). The screen and the form speak different texts: the field shows
 * '1.234,56' or '26/11/2026', the form and the API get '1234.56' or '2026-11-26'.
 *
 * Two ways to use them:
 * - with react-hook-form, spread `register('campo')` as on any input. The form is handed, as its field
 *   element, a stand-in whose `value` reads and writes the API's text (react-hook-form reads a field's value
 *   from the element it was given, and writes defaults and setValue() into it);
 * - controlled, with `value` (the API's text) and `onValueChange`.
 */

type FieldLike = { name: string; type: string; value: string; focus: () => void };
type FieldEvent = { target: FieldLike; type: string };

type Codec = {
  /** The API's text for what is shown; null when it cannot be read. */
  toApi: (shown: string) => string | null;
  toShown: (api: string | null | undefined) => string;
  /** Applied on every keystroke (the date's mask). */
  whileTyping?: (shown: string) => string;
  /** Applied when the field is left (the number's grouping). */
  onLeave?: (shown: string) => string;
};

type FormattedInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'type'
> & {
  /** react-hook-form's ref from register(). */
  ref?: Ref<FieldLike>;
  name?: string;
  onChange?: (event: FieldEvent) => unknown;
  onBlur?: (event: FieldEvent) => unknown;
  /** Controlled use: the API's text. */
  value?: string;
  onValueChange?: (value: string) => void;
};

function FormattedInput({
  codec,
  ref,
  name,
  onChange,
  onBlur,
  value,
  onValueChange,
  ...rest
}: FormattedInputProps & { codec: Codec }) {
  const elementRef = useRef<HTMLInputElement | null>(null);
  const nameRef = useRef(name ?? '');
  nameRef.current = name ?? '';
  const codecRef = useRef(codec);
  codecRef.current = codec;

  // One stand-in for the life of the input, so react-hook-form sees the same field on every render.
  const field = useMemo<FieldLike>(
    () => ({
      get name() {
        return nameRef.current;
      },
      type: 'text',
      get value() {
        const shown = elementRef.current?.value ?? '';
        return codecRef.current.toApi(shown) ?? shown.trim();
      },
      set value(api: string) {
        if (elementRef.current) elementRef.current.value = codecRef.current.toShown(api);
      },
      focus: () => elementRef.current?.focus(),
    }),
    [],
  );

  const isControlled = value !== undefined;

  // A controlled value changed from outside (a default, a recalculation): show it unless it is what is typed.
  useEffect(() => {
    const element = elementRef.current;
    if (!isControlled || !element) return;
    if (codecRef.current.toApi(element.value) !== value) element.value = codecRef.current.toShown(value);
  }, [isControlled, value]);

  function setElement(element: HTMLInputElement | null) {
    elementRef.current = element;
    if (element && isControlled && element.value === '') element.value = codecRef.current.toShown(value);
    if (typeof ref === 'function') ref(element ? field : null);
    else if (ref) ref.current = element ? field : null;
  }

  function handleInput(event: FormEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    if (codec.whileTyping) {
      const masked = codec.whileTyping(element.value);
      if (masked !== element.value) element.value = masked;
    }
    onChange?.({ target: field, type: 'change' });
    if (onValueChange) {
      const api = codec.toApi(element.value);
      if (api !== null) onValueChange(api);
      else if (!codec.whileTyping) onValueChange(element.value.trim());
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    if (codec.onLeave) element.value = codec.onLeave(element.value);
    // A date that cannot be read goes back to the one in effect, so what is shown is what is used.
    if (isControlled && codec.whileTyping && codec.toApi(element.value) === null) {
      element.value = codec.toShown(value);
    }
    onBlur?.({ target: field, type: 'blur' });
  }

  return (
    <Input
      {...rest}
      type="text"
      name={name}
      ref={setElement}
      onChange={handleInput}
      onBlur={handleBlur}
      autoComplete={rest.autoComplete ?? 'off'}
    />
  );
}

const DECIMAL: Codec = {
  toApi: decimalDaEntrada,
  toShown: decimalParaEntrada,
  onLeave: decimalReformatado,
};

const DATA: Codec = {
  toApi: dataDaEntrada,
  toShown: (api) => dataParaEntrada(api),
  whileTyping: mascaraData,
};

/** Money and kg: '1.234,56', '250,5' (or '250.5'); the form gets '1234.56', '250.5'. */
export function DecimalInput(props: FormattedInputProps) {
  return <FormattedInput inputMode="decimal" {...props} codec={DECIMAL} />;
}

/** A calendar day typed dd/mm/aaaa; the form gets YYYY-MM-DD. */
export function DateInput(props: FormattedInputProps) {
  return (
    <FormattedInput inputMode="numeric" placeholder="dd/mm/aaaa" maxLength={10} {...props} codec={DATA} />
  );
}
