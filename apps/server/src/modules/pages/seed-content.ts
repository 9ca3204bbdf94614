/**
 * Pages shipped with the product and added at start when missing (data-center-board-admin.md §2
 * "Static page"). Korean first, with a short English section; admins may edit them later.
 */
export const SEED_PAGES = [
  {
    slug: 'terms',
    title: '이용약관 (Terms of Service)',
    content: `<h2>제1조 (목적)</h2>
<p>이 약관은 버스 운송원가 시스템(이하 "서비스")의 이용과 관련하여 서비스 운영자와 이용자의 권리, 의무 및 책임 사항을 정하는 것을 목적으로 합니다.</p>
<h2>제2조 (정의)</h2>
<ol>
<li>"이용자"란 이 약관에 동의하고 회원으로 가입하여 서비스를 이용하는 자를 말합니다.</li>
<li>"자료"란 이용자가 서비스에 업로드한 재무제표, 원가 자료 및 그 처리 결과를 말합니다.</li>
</ol>
<h2>제3조 (약관의 효력과 변경)</h2>
<p>이 약관은 서비스 화면에 게시함으로써 효력이 발생합니다. 약관을 변경하는 경우 시행일 7일 전부터 서비스 화면에 공지합니다.</p>
<h2>제4조 (회원가입과 계정)</h2>
<ol>
<li>이용자는 이름, 이메일, 비밀번호를 입력하고 개인정보 처리방침에 동의하여 가입합니다.</li>
<li>이용자는 자신의 계정과 비밀번호를 안전하게 관리해야 하며, 이를 제3자에게 이용하게 해서는 안 됩니다.</li>
<li>권한(조회자, 일반 사용자, 분석가, 매니저, 관리자, 최고 관리자)은 운영자가 부여하며, 권한에 따라 이용할 수 있는 기능이 다릅니다.</li>
</ol>
<h2>제5조 (서비스의 내용)</h2>
<p>서비스는 재무제표 분석, 운송원가 분류, 적정투자보수, 원가 배분 및 추정, 감가상각, 운송수입 예측 등 버스 운송사업의 원가 산정을 돕는 기능을 제공합니다. 산출 결과는 의사결정을 돕기 위한 참고 자료이며, 최종 판단과 책임은 이용자에게 있습니다.</p>
<h2>제6조 (이용자의 의무)</h2>
<ul>
<li>타인의 정보를 도용하거나 허위 자료를 등록해서는 안 됩니다.</li>
<li>서비스의 정상적인 운영을 방해하거나 보안 기능을 우회해서는 안 됩니다.</li>
<li>게시판에 법령이나 공공질서에 어긋나는 내용을 게시해서는 안 됩니다.</li>
</ul>
<h2>제7조 (자료의 관리)</h2>
<p>이용자가 업로드한 자료의 권리는 이용자에게 있습니다. 운영자는 서비스 제공에 필요한 범위에서만 자료를 처리하며, 개인정보는 개인정보 처리방침에 따라 보호합니다.</p>
<h2>제8조 (서비스의 중단)</h2>
<p>운영자는 설비 점검, 장애, 천재지변 등 부득이한 사유가 있는 경우 서비스 제공을 일시적으로 중단할 수 있으며, 가능한 경우 사전에 공지합니다.</p>
<h2>제9조 (계약 해지)</h2>
<p>이용자는 언제든지 계정 설정에서 탈퇴할 수 있습니다. 이용자가 이 약관을 위반한 경우 운영자는 이용을 제한하거나 계정을 비활성화할 수 있습니다.</p>
<h2>제10조 (분쟁 해결)</h2>
<p>서비스 이용과 관련한 분쟁은 대한민국 법령에 따르며, 당사자 간 협의로 해결하도록 노력합니다.</p>
<hr>
<h2>Terms of Service (English summary)</h2>
<p>These terms govern the use of the Bus Transport Cost System. You register with your name, e-mail and password and must accept the privacy policy. Keep your credentials safe; roles are granted by the operator and decide which features you may use. Calculated results support your decisions; the final judgement is yours. Data you upload remains yours and is processed only to provide the service. Changes to these terms are announced 7 days before they take effect. The Korean text above prevails.</p>`,
  },
  {
    slug: 'about',
    title: '회사 소개 (About)',
    content: `<h2>버스 운송원가 시스템</h2>
<p>버스 운송원가 시스템은 시내버스, 시외버스, 전세버스 등 버스 운송사업자를 위한 원가 산정 및 예측 플랫폼입니다. 재무제표를 업로드하면 계정을 자동으로 분류하고, 표준 운송원가 방식에 따라 적정투자보수, 원가 배분, 원가 추정, 감가상각을 계산합니다.</p>
<h3>주요 기능</h3>
<ul>
<li>재무제표 자동 분석과 재무비율</li>
<li>운송원가 항목 자동 분류와 수동 편집</li>
<li>항목별 물가상승률을 반영한 원가 배분과 추정</li>
<li>머신러닝과 시계열 모델을 이용한 운송수입 예측</li>
</ul>
<p>자료 준비 후 30분 안에 결과를 확인하는 것을 목표로 합니다.</p>
<hr>
<h2>About</h2>
<p>The Bus Transport Cost System is a costing and forecasting platform for Korean bus operators. Upload financial statements and it classifies the accounts, then computes investment compensation, cost allocation, cost estimation and depreciation by the standard transport-cost method, and forecasts fare revenue with machine-learning and time-series models.</p>`,
  },
] as const;
