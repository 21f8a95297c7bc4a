import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { type PointerEvent, useRef } from "react";

/** docs/product/pages-and-languages.md#notices: a swipe to the right of at least this many pixels dismisses a toast. */
export const SWIPE_THRESHOLD_PX = 50;

const store = createToaster({
  placement: "top-end",
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ["F8"],
});

/**
 * One toast at a time, 5 s by default (docs/product/pages-and-languages.md#notices), and the newest wins: a new toast
 * replaces the one on screen instead of queueing behind it, so what is shown is always the latest news
 * ("Login Failed" never follows the visitor to /profile after the next try succeeded).
 * Screens raise toasts through `lib/feedback.ts` (notifySuccess, notifyInfo, notifyFailure), not here.
 */
export const toaster = {
  ...store,
  create(options: Parameters<typeof store.create>[0]) {
    store.remove();
    return store.create(options);
  },
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: "4" }}>
        {(toast) => <ToastCard toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}

type ToastOptions = Parameters<Parameters<typeof ChakraToaster>[0]["children"]>[0];

function ToastCard({ toast }: { toast: ToastOptions }) {
  const swipe = useSwipeToDismiss(() => store.remove(toast.id));
  return (
    <Toast.Root width={{ base: "full", md: "420px" }} {...swipe}>
      {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable !== false && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

/**
 * Dragging a toast to the right moves it with the finger; let go past the threshold and it is dismissed,
 * short of it and it slides back. The toast machine has no swipe of its own. The element is moved by its
 * `translate` property, set directly: React and the machine own its `style` (position, transform for the
 * placement) and would drop or fight a value passed through props.
 */
function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const move = (element: HTMLElement, offset: number) => {
    element.style.translate = offset > 0 ? `${offset}px 0` : "";
    if (offset > 0) element.dataset.swipe = "move";
    else delete element.dataset.swipe;
  };
  return {
    touchAction: "pan-y",
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      // Buttons inside (close, action) keep their clicks.
      if ((event.target as HTMLElement).closest("button")) return;
      start.current = { x: event.clientX, pointer: event.pointerId };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current?.pointer !== event.pointerId) return;
      move(event.currentTarget, Math.max(0, event.clientX - start.current.x));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current?.pointer !== event.pointerId) return;
      const moved = event.clientX - start.current.x;
      start.current = null;
      move(event.currentTarget, 0);
      if (moved >= SWIPE_THRESHOLD_PX) onDismiss();
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      start.current = null;
      move(event.currentTarget, 0);
    },
  };
}
