import type { ComponentProps } from 'react';
import { useFieldControl } from './field';

// React 19 passes `ref` as a plain prop, so register() from react-hook-form can be spread directly.

function useControlProps<T extends { id?: string; required?: boolean; className?: string }>(
  props: T,
  baseClass: string,
) {
  const field = useFieldControl();
  return {
    ...props,
    id: props.id ?? field?.id,
    required: props.required ?? field?.isRequired,
    'aria-describedby': field?.describedBy,
    'aria-invalid': field?.isInvalid || undefined,
    className: [baseClass, props.className].filter(Boolean).join(' '),
  };
}

export function Input(props: ComponentProps<'input'>) {
  return <input {...useControlProps(props, 'control')} />;
}

export function Select(props: ComponentProps<'select'>) {
  return <select {...useControlProps(props, 'control control--select')} />;
}

export function Textarea(props: ComponentProps<'textarea'>) {
  return <textarea {...useControlProps(props, 'control control--textarea')} />;
}
