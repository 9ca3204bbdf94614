import type { ModelDiagnostics } from '@bus/domain';
import { ArimaDiagnosticsPanel } from './arima-diagnostics';
import { ProphetComponents } from './prophet-components';
import { XgboostImportance } from './xgboost-importance';

/** The model's own diagnostics (issue 16 §4), by the kind the engine reported. */
export function DiagnosticsPanel({ diagnostics }: { diagnostics: ModelDiagnostics }) {
  switch (diagnostics.kind) {
    case 'prophet':
      return <ProphetComponents labels={diagnostics.labels} components={diagnostics.components} />;
    case 'xgboost':
      return <XgboostImportance importance={diagnostics.importance} />;
    case 'arima':
      return <ArimaDiagnosticsPanel diagnostics={diagnostics} />;
  }
}
