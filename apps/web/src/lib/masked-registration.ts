import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A react-hook-form registration whose input is masked as the user types (CPF/CNPJ, CEP, phone). The
 * form keeps the masked text; the shared schemas strip the mask before validating and sending.
 */
export function withMask<T extends UseFormRegisterReturn>(
  registration: T,
  mask: (value: string) => string,
): T {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = mask(input.value);
      return registration.onChange(event);
    },
  };
}
