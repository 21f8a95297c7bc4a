import {
  type ButtonProps,
  Button as ChakraButton,
  IconButton as ChakraIconButton,
  type IconButtonProps,
} from "@chakra-ui/react";
import { forwardRef } from "react";

// Chakra's Button (and IconButton, which is one) always writes type="button". Given asChild, that attribute
// lands on the element it wraps, usually a link, and <a type="button"> is invalid HTML: a link's type names
// the MIME type of what it points to (issue 40, the Nu Html Checker). Passing the caller's own type (none)
// after Chakra's default leaves the link without one; a real button keeps "button".

/** Chakra's Button, without a button type on the link it wraps (asChild). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  return <ChakraButton ref={ref} {...props} {...(props.asChild && { type: props.type })} />;
});

/** Chakra's IconButton, without a button type on the link it wraps (asChild). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(props, ref) {
  return <ChakraIconButton ref={ref} {...props} {...(props.asChild && { type: props.type })} />;
});
