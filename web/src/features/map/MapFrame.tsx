import { type BoxProps, Center, Icon, Spinner, Stack, Text } from "@chakra-ui/react";
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from "react";
import { LuMapPinOff } from "react-icons/lu";
import { afterNextPaint } from "../../lib/after-next-paint";
import { useI18n } from "../../lib/i18n";
import { type Code, useLoadedCode } from "../../lib/loadable";

export const NO_WEBGL_MESSAGE =
  "This browser cannot display the interactive map: WebGL is turned off or not supported.";
const CRASH_MESSAGE = "The interactive map could not be loaded.";

let webgl: boolean | null = null;

/**
 * The map libraries need WebGL 2; without it they would throw as they start. Asked once a visit: the answer
 * costs a WebGL context (30-50 ms of a phone's main thread at 4x CPU, in software WebGL).
 */
function webglAvailable(): boolean {
  if (webgl === null) {
    try {
      webgl = document.createElement("canvas").getContext("webgl2") !== null;
    } catch {
      webgl = false;
    }
  }
  return webgl;
}

interface BoundaryProps {
  onError: (message: string) => void;
  children: ReactNode;
}

/** Catches a failed map chunk download or a map that throws while starting. */
class MapErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Map failed", error, info.componentStack);
    this.props.onError(CRASH_MESSAGE);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface MapFrameProps {
  /** The map's code, a chunk of its own (its libraries are about half a megabyte). */
  code: Code;
  /** Renders the map once its code is in; it calls `fail` when the map cannot start (its style failed, say). */
  children: (fail: (message: string) => void) => ReactNode;
  /** What replaces the map when it cannot start. */
  fallback: (message: string) => ReactNode;
  /** Laid over the map while it loads and starts (unless it fails): what the map will show, drawn early. */
  preview?: ReactNode;
  /** The map waits (its code still loads): something else must reach the screen first. */
  held?: boolean;
}

/**
 * Loads a map only when it is shown, and swaps in the fallback when WebGL is missing, the chunk fails to load,
 * or the map reports that it cannot start. The map renders as soon as its code is in (`useLoadedCode`): a map
 * that suspended instead would wait for React's next reveal.
 */
export function MapFrame({ code, children, fallback, preview, held = false }: MapFrameProps) {
  // Whether the browser has WebGL, asked once the frame the map appears in has been painted rather than in it:
  // on the home page that frame brings the directory's first cards. The map's loading state shows meanwhile.
  const [hasWebgl, setHasWebgl] = useState<boolean | null>(webgl);
  useEffect(() => {
    if (hasWebgl === null) return afterNextPaint(() => setHasWebgl(webglAvailable()));
  }, [hasWebgl]);
  const [failure, setFailure] = useState<string | null>(null);
  // Without WebGL the map's code is of no use: it is not fetched.
  const codeState = useLoadedCode(hasWebgl ? code : null);
  const { t } = useI18n();
  // The two failures found here are kept as their English texts and shown in the page's language; BaseMap's
  // own failure arrives already translated.
  const failed =
    (hasWebgl === false ? NO_WEBGL_MESSAGE : failure) ?? (codeState === "failed" ? CRASH_MESSAGE : null);
  if (failed) {
    const shown =
      failed === NO_WEBGL_MESSAGE ? t("map.noWebgl") : failed === CRASH_MESSAGE ? t("map.crashed") : failed;
    return <>{fallback(shown)}</>;
  }
  return (
    <>
      {codeState === "ready" && !held ? (
        <MapErrorBoundary onError={setFailure}>{children(setFailure)}</MapErrorBoundary>
      ) : (
        <MapLoading />
      )}
      {preview}
    </>
  );
}

function MapLoading() {
  const { t } = useI18n();
  return (
    <Center position="absolute" inset="0" bg="bg.subtle">
      <Stack align="center" gap="3" color="fg.muted">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text textStyle="sm">{t("map.loading")}</Text>
      </Stack>
    </Center>
  );
}

/** The panel a map's fallback shows in its place: a crossed-out pin and what the visitor can still do. */
export function MapUnavailable({ children, ...props }: { children: ReactNode } & BoxProps) {
  return (
    <Center position="absolute" inset="0" px="6" role="status" {...props}>
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted">
          <Icon as={LuMapPinOff} boxSize="6" />
        </Center>
        {children}
      </Stack>
    </Center>
  );
}
