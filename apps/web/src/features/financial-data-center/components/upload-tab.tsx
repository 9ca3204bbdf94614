import { InboxOutlined } from '@ant-design/icons';
import {
  AI_MODELS,
  type DOCUMENT_TYPES,
  type Job,
  STATEMENT_TYPES,
  type UploadFields,
  uploadEstimateMinutes,
} from '@bus/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Form,
  Radio,
  Select,
  Upload,
  type UploadFile,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../api/get-companies';
import { isJobFinished, useJob } from '../api/get-job';
import { financialKeys } from '../api/keys';
import { type UploadRequest, useUploadStatement } from '../api/upload-statement';
import { detailValue } from '../lib/company-details';
import { uploadErrorText } from '../lib/messages';
import { type PayrollMonthChoice, payrollMonthField } from '../lib/payroll';
import { checkUploadFiles, UPLOAD_ACCEPT } from '../lib/upload-checks';
import { CompanyDetailFields } from './company-detail-fields';
import { FiscalPeriodFields } from './fiscal-period-fields';
import { PayrollMonthField, PayrollPrivacyFields } from './payroll-upload-fields';
import { UploadProgress } from './upload-progress';

type UploadFormValues = {
  companyName: string;
  documentType: (typeof DOCUMENT_TYPES)[number];
  statementType: UploadFields['statementType'];
  /** Payroll only: the register's month, or the annual register (ADR 0013). */
  payrollMonth: PayrollMonthChoice;
  /** Payroll only: keep employee names; off by default (ADR 0013). */
  keepNames: boolean;
  fiscalYear: number;
  fiscalPeriod: UploadFields['fiscalPeriod'];
  aiModel: UploadFields['aiModel'];
  businessNumber?: string;
  industry?: string;
  file: UploadFile[];
};

/** §2 "fiscalYear (default: previous calendar year)" — statements describe a closed year. */
export function defaultFiscalYear(now = new Date()): number {
  return now.getFullYear() - 1;
}

/** The multipart fields of the form: a payroll register's month and names, or a statement's. */
function requestFields(values: Omit<UploadFormValues, 'file' | 'businessNumber' | 'industry'>) {
  const { payrollMonth, keepNames, ...common } = values;
  if (common.documentType !== 'payroll') return common;
  return {
    ...common,
    payrollMonth: payrollMonthField(payrollMonth),
    keepNames: keepNames === true,
  };
}

function chosenFile(list: UploadFile[] | undefined): File | null {
  const item = list?.[0];
  return (item?.originFileObj as File | undefined) ?? null;
}

type UploadTabProps = {
  socketLive: boolean;
  onDone: (job: Job) => void;
  /** False while another tab shows: the pane stays mounted, its popups must not. */
  active?: boolean;
};

/** Upload tab (§2): the form, the estimate and the live progress of the extraction job. */
export function UploadTab({ socketLive, onDone, active = true }: UploadTabProps) {
  const { t } = useTranslation(['financial', 'errors']);
  const [form] = Form.useForm<UploadFormValues>();
  const upload = useUploadStatement();
  const companies = useCompanies('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [sent, setSent] = useState<{ fileName: string; fiscalYear: number } | null>(null);
  const queryClient = useQueryClient();
  const job = useJob(jobId, socketLive);
  const handled = useRef<string | null>(null);
  const fileList = Form.useWatch('file', form);
  const file = chosenFile(fileList);
  const companyName = Form.useWatch('companyName', form);
  const existing = companies.data?.items.find((c) => c.name === companyName?.trim());
  const payroll = Form.useWatch('documentType', form) === 'payroll';
  // The suggestions are portalled to the page: left open, they would float over the next tab.
  const [suggesting, setSuggesting] = useState(false);
  useEffect(() => {
    if (!active) setSuggesting(false);
  }, [active]);

  useEffect(() => {
    const data = job.data;
    if (data?.status !== 'done' || handled.current === data.id) return;
    handled.current = data.id;
    // A register's notice reads the company's registers: the new one must be in the list.
    if (data.payrollDocumentId && data.companyId) {
      void queryClient.invalidateQueries({ queryKey: financialKeys.payroll(data.companyId) });
    }
    onDone(data);
  }, [job.data, onDone, queryClient]);

  const submit = (values: UploadFormValues) => {
    const picked = chosenFile(values.file);
    if (!picked) return;
    const { file: _file, businessNumber, industry, ...rest } = values;
    // A value the company already has is kept by the server; the form does not send it at all.
    const fields: UploadRequest = {
      ...requestFields(rest),
      businessNumber: existing?.businessNumber
        ? undefined
        : (detailValue(businessNumber) ?? undefined),
      industry: existing?.industry ? undefined : (detailValue(industry) ?? undefined),
    };
    upload.mutate(
      { fields, file: picked },
      {
        onSuccess: (accepted) => {
          setSent({ fileName: picked.name, fiscalYear: values.fiscalYear });
          setJobId(accepted.job.id);
        },
      },
    );
  };

  const busy = upload.isPending || (jobId !== null && !isJobFinished(job.data));
  const uploadError = uploadErrorText(upload.error, t);

  return (
    <div className="fdc-upload">
      <Card title={t('financial:upload.title')} className="fdc-card">
        <Form<UploadFormValues>
          form={form}
          layout="vertical"
          requiredMark
          onFinish={submit}
          initialValues={{
            documentType: 'financial_statement',
            statementType: 'auto',
            fiscalYear: defaultFiscalYear(),
            fiscalPeriod: 12,
            aiModel: 'claude',
            payrollMonth: 'annual',
            keepNames: false,
            file: [],
          }}
        >
          <Form.Item
            name="companyName"
            label={t('financial:upload.companyName')}
            rules={[
              { required: true, whitespace: true, message: t('financial:upload.companyRequired') },
              { max: 100, message: t('financial:upload.companyTooLong') },
            ]}
          >
            <AutoComplete
              options={(companies.data?.items ?? []).map((c) => ({ value: c.name }))}
              placeholder={t('financial:upload.companyPlaceholder')}
              filterOption={(input, option) =>
                (option?.value ?? '').toLowerCase().includes(input.toLowerCase())
              }
              maxLength={100}
              open={active && suggesting}
              onOpenChange={setSuggesting}
            />
          </Form.Item>
          <div className="fdc-form-grid">
            <CompanyDetailFields existing={existing} />
          </div>
          <div className="fdc-form-grid">
            <Form.Item name="documentType" label={t('financial:upload.documentType')} required>
              <Radio.Group>
                <Radio value="financial_statement">
                  {t('financial:documentTypes.financial_statement')}
                </Radio>
                <Radio value="payroll" data-testid="fdc-document-payroll">
                  {t('financial:documentTypes.payroll')}
                </Radio>
              </Radio.Group>
            </Form.Item>
            {payroll ? (
              <PayrollMonthField />
            ) : (
              <Form.Item name="statementType" label={t('financial:upload.statementType')}>
                <Select
                  options={[
                    { value: 'auto', label: t('financial:upload.autoDetect') },
                    ...STATEMENT_TYPES.map((type) => ({
                      value: type,
                      label: t(`financial:statementTypes.${type}`),
                    })),
                  ]}
                />
              </Form.Item>
            )}
            <FiscalPeriodFields withPeriod={!payroll} />
            {/* No AI model ever reads a payroll register (ADR 0013): no model to choose. */}
            {!payroll && (
              <Form.Item
                name="aiModel"
                label={t('financial:upload.aiModel')}
                rules={[{ required: true, message: t('financial:upload.aiModelRequired') }]}
              >
                <Select
                  options={AI_MODELS.map((model) => ({
                    value: model,
                    label: t(`financial:aiModels.${model}`),
                  }))}
                />
              </Form.Item>
            )}
          </div>
          {payroll && <PayrollPrivacyFields />}
          <Form.Item
            name="file"
            label={t('financial:upload.file')}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            required
            rules={[
              {
                validator: async (_rule, value: UploadFile[] | undefined) => {
                  const problem = checkUploadFiles(
                    (value ?? []).map((item) => ({ name: item.name, size: item.size ?? 0 })),
                  );
                  if (problem) throw new Error(t(`errors:codes.${problem}`));
                },
              },
            ]}
            extra={
              <span data-testid="fdc-upload-estimate">
                {file
                  ? t('financial:upload.estimate', { count: uploadEstimateMinutes(file.size) })
                  : t('financial:upload.estimateRule')}
              </span>
            }
          >
            <Upload.Dragger
              accept={UPLOAD_ACCEPT}
              maxCount={1}
              multiple={false}
              beforeUpload={() => false}
              data-testid="fdc-upload-file"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('financial:upload.dropHint')}</p>
              <p className="ant-upload-hint">{t('financial:upload.fileHint')}</p>
            </Upload.Dragger>
          </Form.Item>
          {uploadError && (
            <Alert type="error" showIcon title={uploadError} className="fdc-block" role="alert" />
          )}
          <Button type="primary" htmlType="submit" loading={busy} size="large">
            {t('financial:upload.submit')}
          </Button>
        </Form>
      </Card>
      {jobId && (
        <UploadProgress
          job={job.data}
          error={job.error}
          fileName={sent?.fileName ?? null}
          fiscalYear={sent?.fiscalYear ?? null}
          aiModel={form.getFieldValue('aiModel')}
          polling={!socketLive}
        />
      )}
    </div>
  );
}
