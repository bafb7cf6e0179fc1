import { useEffect, useState } from "react";
import { afterPageReady } from "@client/lib/page-ready";
import { prefetchReaderDialogs, type ReaderDialog } from "../components/reader-dialogs";

/** Which verse-tool dialog is open, and which have been opened (those stay mounted); prefetches their code. */
export function useReaderDialogs() {
  const [dialog, setDialog] = useState<ReaderDialog>("none");
  const [opened, setOpened] = useState({ note: false, palace: false });
  useEffect(() => {
    afterPageReady()
      .then(prefetchReaderDialogs)
      .catch(() => undefined); // a failed download is retried when the dialog opens
  }, []);
  return {
    dialog,
    opened,
    open: (kind: Exclude<ReaderDialog, "none">) => {
      if (kind !== "strongs") setOpened((was) => (was[kind] ? was : { ...was, [kind]: true }));
      setDialog(kind);
    },
    close: () => setDialog("none"),
  };
}
